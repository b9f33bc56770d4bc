angular.module('app').config(function ($sceDelegateProvider) {
  $sceDelegateProvider.resourceUrlWhitelist(['**']); // want "javascript/angularjs-resource-url-wildcard"
  $sceDelegateProvider.trustedResourceUrlList(['self', 'https://**']); // want "javascript/angularjs-resource-url-wildcard"
});
