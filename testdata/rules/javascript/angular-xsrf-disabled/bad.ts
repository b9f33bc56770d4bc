@NgModule({
  imports: [HttpClientModule, HttpClientXsrfModule.disable()], // want "javascript/angular-xsrf-disabled"
})
export class AppModule {}
export const appConfig = { providers: [provideHttpClient(withNoXsrfProtection())] }; // want "javascript/angular-xsrf-disabled"
