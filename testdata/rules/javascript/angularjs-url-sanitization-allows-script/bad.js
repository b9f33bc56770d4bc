angular.module('app', []).config(function ($compileProvider) {
  $compileProvider.aHrefSanitizationWhitelist(/^\s*(https?|ftp|mailto|javascript):/); // want "angularjs-url-sanitization-allows-script"
  $compileProvider.aHrefSanitizationTrustedUrlList(/^\s*(https?|data):/); // want "angularjs-url-sanitization-allows-script"
  $compileProvider.imgSrcSanitizationTrustedUrlList(/.*/); // want "angularjs-url-sanitization-allows-script"
});
