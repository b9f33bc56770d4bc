import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { CanActivateFn } from '@angular/router';
import { Observable, of } from 'rxjs';

@Injectable()
export class RolesGuard implements CanActivate { // want "typescript/guard-always-allows"
  canActivate(context: ExecutionContext): boolean | Promise<boolean> | Observable<boolean> {
    return true;
  }
}

@Injectable()
export class AdminGuard implements CanActivate { // want "typescript/guard-always-allows"
  canActivate(): Observable<boolean> {
    return of(true);
  }
}

export const authGuard: CanActivateFn = (route, state) => true; // want "typescript/guard-always-allows"
