/**
 * A tiny workflow runner in the spirit of Medusa's core-flows: a workflow is a list of small
 * named steps; a step that does something the database transaction cannot undo (a message
 * sent, a file stored, a call to another service) brings its own compensation. When a later
 * step fails, the compensations of the steps that already ran run in reverse order, and the
 * original error is what the caller sees.
 */
export interface Step<Input, Output> {
  name: string;
  invoke(input: Input): Promise<Output>;
  /** Undoes the step's effect, given what it answered and what it was asked. */
  compensate?: (output: Output, input: Input) => Promise<void>;
}

export function createStep<Input, Output>(
  name: string,
  invoke: (input: Input) => Promise<Output>,
  compensate?: (output: Output, input: Input) => Promise<void>,
): Step<Input, Output> {
  return compensate ? { name, invoke, compensate } : { name, invoke };
}

/** Runs one step of the current workflow and remembers how to undo it. */
export type RunStep = <Input, Output>(step: Step<Input, Output>, input: Input) => Promise<Output>;

export interface WorkflowOptions {
  /** Told when a compensation itself fails; the others still run and the first error stands. */
  onCompensationError?: (error: unknown, step: string, workflow: string) => void;
}

export interface Workflow<Input, Output> {
  name: string;
  run(input: Input): Promise<Output>;
}

/** Raised around a step's error so logs say which step of which workflow failed. */
export function failedStepOf(error: unknown): string | undefined {
  return (error as { workflowStep?: string } | null)?.workflowStep;
}

export function createWorkflow<Input, Output>(
  name: string,
  body: (input: Input, run: RunStep) => Promise<Output>,
  options: WorkflowOptions = {},
): Workflow<Input, Output> {
  return {
    name,
    async run(input) {
      const undo: { step: string; compensate: () => Promise<void> }[] = [];
      const run: RunStep = async (step, stepInput) => {
        let output;
        try {
          output = await step.invoke(stepInput);
        } catch (error) {
          if (error !== null && typeof error === 'object' && !('workflowStep' in error)) {
            Object.defineProperty(error, 'workflowStep', { value: `${name}/${step.name}` });
          }
          throw error;
        }
        const { compensate } = step;
        if (compensate) {
          undo.push({ step: step.name, compensate: () => compensate(output, stepInput) });
        }
        return output;
      };
      try {
        return await body(input, run);
      } catch (error) {
        for (const { step, compensate } of undo.reverse()) {
          try {
            await compensate();
          } catch (compensationError) {
            options.onCompensationError?.(compensationError, step, name);
          }
        }
        throw error;
      }
    },
  };
}
