// The other end of the budget's IPC channel (app/shops/request-budget-over-ipc.server.ts) in a real forked process,
// for its unit tests. argv[2] says which part it plays:
//   reversed <n>  a web process that answers once it holds n takes, newest first; each answer's retryAfterMs is the
//                 `now` of the take it answers, so the asker sees which take an answer was meant for
//   counting      a web process that holds its takes until asked {count: true}, answers {received}, then answers all
//   dying         a web process that ends as soon as a take arrives, without answering
//   worker        a job worker process that sends two takes of one slot a window and reports the answers
//   dating        a web process that grants every take, dated a second before its `now`, and reports each
//                 budgetUsed it receives as {usedReport}
//   late-worker   a job worker process that takes the one slot of a minute, uses it 30 s after its grant, then
//                 asks for a slot just after the grant's minute (and margin) has passed; reports the answers
const mode = process.argv[2];
const held = [];
let counted = false;
const answer = (take, result) => process.send({ budgetAnswer: { id: take.id, result } });

process.on("message", (message) => {
  if (mode === "late-worker") return lateWorker(message.budgetAnswer);
  if (mode === "dating") {
    if (message.budgetUsed) process.send({ usedReport: message.budgetUsed });
    const take = message.budgetTake;
    if (take) process.send({ budgetAnswer: { id: take.id, result: { ok: true }, at: take.now - 1000 } });
    return;
  }
  if (mode === "worker") {
    if (message.budgetAnswer) held.push(message.budgetAnswer);
    if (held.length === 2) process.send({ report: held });
    return;
  }
  if (message.count) {
    counted = true;
    process.send({ received: held.length });
    for (const take of held.splice(0)) answer(take, { ok: true });
    return;
  }
  const take = message.budgetTake;
  if (!take) return;
  if (mode === "dying") process.exit(0);
  if (mode === "counting" && counted) return answer(take, { ok: true });
  held.push(take);
  if (mode === "reversed" && held.length === Number(process.argv[3]))
    for (const each of held.splice(0).reverse()) answer(each, { ok: false, retryAfterMs: each.now });
});

if (mode === "worker") {
  const take = (id) => ({ budgetTake: { id, key: "k", limit: 1, windowMs: 60_000, now: Date.now() } });
  process.send(take(1));
  process.send(take(2));
}

const SPAN_OF_A_MINUTE = 61_200;
function lateWorker(answer) {
  if (!answer) return;
  held.push(answer);
  if (answer.id === 1) {
    process.send({ budgetUsed: { key: "k", at: answer.at, usedAt: answer.at + 30_000 } });
    const now = answer.at + SPAN_OF_A_MINUTE + 1;
    process.send({ budgetTake: { id: 2, key: "k", limit: 1, windowMs: 60_000, now } });
  } else process.send({ report: held });
}
if (mode === "late-worker")
  process.send({ budgetTake: { id: 1, key: "k", limit: 1, windowMs: 60_000, now: Date.now() } });
