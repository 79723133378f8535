import { matchRequestUrl, RequestHandler, type HttpHandler } from 'msw';

type RunArgs = Parameters<RequestHandler['run']>[0];
type RunResult = Awaited<ReturnType<RequestHandler['run']>>;

/**
 * The contract's operations behind one MSW handler that routes by method and path first, as a
 * server's router does. MSW tries its handlers one by one, and each reads every cookie before it
 * looks at the path (`document.cookie` and MSW's cookie store, for each of about 60 handlers): in
 * the demo, every file the page fetches passes through that loop, about a sixth of a load's CPU
 * (docs/decisions/0018-test-speed.md). Here only the operation whose method and path
 * match runs, with MSW's own semantics: the first that answers wins, in the order given.
 */
export class OperationRouter extends RequestHandler {
  constructor(private readonly operations: readonly HttpHandler[]) {
    super({ info: { header: 'As operações dos contratos' }, resolver: () => undefined });
  }

  private matching(request: Request, baseUrl?: string) {
    const url = new URL(request.url);
    return this.operations.filter(({ info: { method, path } }) => {
      const sameMethod =
        method instanceof RegExp ? method.test(request.method) : method.toUpperCase() === request.method.toUpperCase();
      return sameMethod && typeof path !== 'function' && matchRequestUrl(url, path, baseUrl).matches;
    });
  }

  predicate({ request, resolutionContext }: Parameters<RequestHandler['predicate']>[0]) {
    return this.matching(request, resolutionContext?.baseUrl).length > 0;
  }

  log() {}

  override async run(args: RunArgs): Promise<RunResult> {
    let result: RunResult = null;
    for (const operation of this.matching(args.request, args.resolutionContext?.baseUrl)) {
      result = (await operation.run(args)) ?? result;
      if (result?.response) break;
    }
    return result;
  }
}
