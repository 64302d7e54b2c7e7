// POST /surveys (contract §5.7) and POST /support/regain_account_access (§5.8).
import { normalizePhone } from "@tandem/validation";
import { Hono } from "hono";
import { z } from "zod";
import { jsonBody, parseParams } from "../http/params.ts";
import { send, viewContext } from "../http/respond.ts";
import { requireCaller } from "../http/session.ts";
import type { Sandbox, SandboxEnv } from "../sandbox.ts";
import { currentMemberView } from "../views/current-member.ts";
import { throttleAuth } from "./auth-throttles.ts";

const answerSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  value: z.union([z.boolean(), z.string()]),
});
const questionSchema = z.object({
  key: z.string().min(1),
  label: z.string().min(1),
  format: z.enum(["radio", "checkbox", "text"]),
  answers: z.array(answerSchema).optional(),
});
const surveySchema = z.object({
  topic: z.string().trim().min(1, "is empty"),
  questions: z.array(questionSchema),
});

const usPhone = z.string().refine((value) => normalizePhone(value) !== null, "must be a 10-digit US phone");
const regainSchema = z.object({
  name: z.string().trim().min(1, "is empty"),
  current_phone: usPhone,
  previous_phone: usPhone,
});

/** Waitlist surveys and the regain-access support form. */
export function surveySupportRoutes(sandbox: Sandbox) {
  const app = new Hono<SandboxEnv>();

  app.post("/surveys", async (c) => {
    const { member, admin } = requireCaller(c, sandbox);
    const params = parseParams(surveySchema, await jsonBody(c));
    sandbox.store.write((db) => {
      db.t.surveys.insert({
        memberId: member.id,
        topic: params.topic,
        questions: params.questions,
        createdAt: sandbox.clock.iso(),
      });
      // Submitting twice stores twice (contract §5.7), so the topic may appear twice.
      member.finishedSurveyTopics.push(params.topic);
    });
    return send(c, currentMemberView(viewContext(c, sandbox), member, admin));
  });

  app.post("/support/regain_account_access", async (c) => {
    const body = await jsonBody(c);
    // Unauthenticated and kept in the data file: limited as a sign-in is, by the phone asking (sandbox addition).
    throttleAuth(c, sandbox, "regain", body.current_phone);
    const params = parseParams(regainSchema, body);
    sandbox.store.write((db) =>
      db.t.tickets.insert({
        kind: "regain_account_access",
        createdAt: sandbox.clock.iso(),
        details: { ...params },
      }),
    );
    return c.body(null, 204);
  });

  return app;
}
