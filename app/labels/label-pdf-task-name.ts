/**
 * The labels PDF's task module (./label-pdf.task.ts), as the heavy-work pool names it: a path from the project's root.
 * A module of its own, so that the code which asks for labels names the task without importing it: the task draws with
 * pdf-lib and bwip-js, which only the worker threads need, and every web and job worker process loaded them at start.
 */
export const LABEL_PDF_TASK = "app/labels/label-pdf.task.ts";
