// The other end of the budget's IPC channel (app/shops/request-budget-over-ipc.server.ts) in a real forked process,
// for its unit tests. argv[2] says which part it plays:
//   reversed <n>  a web process that answers once it holds n takes, newest first; each answer's retryAfterMs is the
//                 `now` of the take it answers, so the asker sees which take an answer was meant for
//   counting      a web process that holds its takes until asked {count: true}, answers {received}, then answers all
//   dying         a web process that ends as soon as a take arrives, without answering
//   worker        a job worker process that sends two takes of one slot a window and reports the answers
const mode = process.argv[2];
const held = [];
let counted = false;
const answer = (take, result) => process.send({ budgetAnswer: { id: take.id, result } });

process.on("message", (message) => {
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
