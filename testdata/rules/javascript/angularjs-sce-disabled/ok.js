angular.module("app").config(function ($sceProvider) {
  $sceProvider.enabled(true);
});
