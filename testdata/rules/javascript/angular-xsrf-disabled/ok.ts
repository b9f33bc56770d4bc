@NgModule({
  imports: [HttpClientModule, HttpClientXsrfModule.withOptions({ cookieName: 'csrf', headerName: 'X-CSRF' })],
})
export class AppModule {}
export const appConfig = { providers: [provideHttpClient(withXsrfConfiguration({ cookieName: 'csrf' }))] };
