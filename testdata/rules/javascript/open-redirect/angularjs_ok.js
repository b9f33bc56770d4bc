angular.module('app').controller('LoginCtrl', function ($window, $location) {
  this.done = function () {
    $location.path('/home');
    $window.location.href = '/dashboard';
  };
});
