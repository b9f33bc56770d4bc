angular.module('app').config(['$translateProvider', function ($translateProvider) {
  $translateProvider.useSanitizeValueStrategy(null); // want "angular-translate-unsanitized"
}]);
