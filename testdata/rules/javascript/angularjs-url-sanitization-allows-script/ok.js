angular.module('app', []).config(function ($compileProvider) {
  $compileProvider.aHrefSanitizationTrustedUrlList(/^\s*(https?|ftp|mailto|tel|file|sms|chrome-extension):/);
  $compileProvider.imgSrcSanitizationTrustedUrlList(/^\s*((https?|ftp|file|blob):|data:image\/)/);
});
