angular.module('app').controller('SearchCtrl', function ($scope, $location) {
  const term = $location.search().q;
  angular.element(document.getElementById('title')).html('Results for ' + term); // want "xss"
  angular.element('<div>' + $location.hash() + '</div>'); // want "xss"
});
