angular.module('app').controller('Post', function ($scope, $sce, post) {
  $scope.body = $sce.trustAsHtml(post.body); // want "javascript/angular-bypass-sanitizer"
  $scope.link = $sce.trustAs($sce.URL, $scope.url); // want "javascript/angular-bypass-sanitizer"
  $scope.footer = $sce.trustAsHtml('<em>constant</em>');
});
