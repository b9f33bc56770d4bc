angular.module('app').controller('SearchCtrl', function ($scope, $location, $sanitize) {
  const term = $location.search().q;
  $scope.term = term;
  angular.element(document.getElementById('title')).text('Results for ' + term);
  angular.element(document.body).addClass('searching');
});
