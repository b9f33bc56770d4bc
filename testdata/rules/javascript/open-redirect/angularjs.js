angular.module('app').controller('LoginCtrl', function ($window, $location) {
  this.done = function () {
    $window.location.href = $location.search().returnTo; // want "open-redirect"
  };
});
