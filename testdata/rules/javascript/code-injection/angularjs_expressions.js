// AngularJS compiles templates and evaluates expressions: text from the
// page's URL there is client-side template injection.
angular.module('app', []).controller('SearchCtrl', function ($scope, $location, $compile, $parse, $interpolate) {
  var q = $location.search().q;
  var view = $compile('<div class="result">' + q + '</div>')($scope); // want "code-injection: .*location.search"
  angular.element(document.body).append(view);
  var getter = $parse(q); // want "code-injection: .*location.search"
  $scope.title = $interpolate('Results for ' + q)($scope); // want "code-injection: .*location.search"
  $scope.$eval($location.hash()); // want "code-injection: .*location.hash"
  $scope.value = getter($scope);

  // fixed templates and expressions, with the input as data on the scope
  $scope.query = q;
  $compile('<div class="result">{{ query }}</div>')($scope);
  $scope.total = $parse('items.length')($scope);
  $scope.$evalAsync('loaded = true');
});
