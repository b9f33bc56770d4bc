angular.module("app").config(function ($sceProvider) {
  $sceProvider.enabled(false); // want "javascript/angularjs-sce-disabled"
});
