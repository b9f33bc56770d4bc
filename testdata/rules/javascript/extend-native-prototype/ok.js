const last = (arr) => arr[arr.length - 1];
Widget.prototype.render = function () {};
