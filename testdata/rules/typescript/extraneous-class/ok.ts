import { NgModule } from '@angular/core';

@NgModule({ declarations: [], imports: [] })
export class SharedModule {
  static forRoot(): SharedModule {
    return new SharedModule();
  }
}

export class Counter {
  static instances = 0;
  private value = 0;

  increment(): number {
    Counter.instances += 1;
    return ++this.value;
  }
}

export class Config {
  static readonly DEFAULT_PORT = 8080;

  constructor(public port = Config.DEFAULT_PORT) {}
}

export class HttpError extends Error {
  static notFound(): HttpError {
    return new HttpError('not found');
  }
}

export class Empty {}
