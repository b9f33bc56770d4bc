angular.module('app').config(function ($sceDelegateProvider) {
  $sceDelegateProvider.resourceUrlWhitelist(['self', 'https://cdn.example.com/**']);
  $sceDelegateProvider.trustedResourceUrlList(['self']);
});
