'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useState, type FormEvent } from 'react';
import { Button, Field, Notice } from '@/components/ui';
import { confirmWithCode, flowMessages, FlowProblem, signInWithPassword } from '@/lib/identity';

function SignIn() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const params = useSearchParams();
  const [step, setStep] = useState<'password' | 'code'>(
    params.get('step') === 'code' ? 'code' : 'password',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(
    action: () => Promise<{ ok: boolean; flow?: Parameters<typeof flowMessages>[0] }>,
    next: () => void,
  ) {
    setBusy(true);
    setProblem(null);
    try {
      const result = await action();
      if (result.ok) next();
      else setProblem(result.flow ? flowMessages(result.flow).join(' ') : 'That did not work.');
    } catch (error) {
      setProblem(
        error instanceof FlowProblem ? error.message : 'The sign-in service is not answering.',
      );
    } finally {
      setBusy(false);
    }
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () => signInWithPassword(String(form.get('email')), String(form.get('password'))),
      () => setStep('code'),
    );
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(
      () => confirmWithCode(String(form.get('code')).replace(/\s/g, '')),
      () => {
        void queryClient.invalidateQueries();
        router.replace('/');
      },
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Crossport</p>
        <h1 className="mb-6 text-2xl font-bold">Back office sign-in</h1>
        {step === 'password' ? (
          <form onSubmit={onPassword} className="flex flex-col gap-4" data-testid="password-step">
            <Field label="Staff email" name="email" type="email" autoComplete="username" required />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" disabled={busy}>
              Continue
            </Button>
          </form>
        ) : (
          <form onSubmit={onCode} className="flex flex-col gap-4" data-testid="code-step">
            <p className="text-sm text-ink-muted">
              Enter the 6-digit code from your authenticator app. Every staff account needs it.
            </p>
            <Field
              label="Authentication code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
            />
            <Button type="submit" disabled={busy}>
              Sign in
            </Button>
          </form>
        )}
        {problem ? (
          <div className="mt-4">
            <Notice tone="error">{problem}</Notice>
          </div>
        ) : null}
      </div>
    </main>
  );
}

export default function LoginPage() {
  return (
    <Suspense>
      <SignIn />
    </Suspense>
  );
}
