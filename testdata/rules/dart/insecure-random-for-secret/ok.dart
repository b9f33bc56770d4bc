import 'dart:math';

String generateToken([int length = 32]) {
  final random = Random.secure();
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return List.generate(length, (_) => chars[random.nextInt(chars.length)]).join();
}

// shuffling the tiles of a game, a jitter delay: no secret
List<int> shuffleTiles(List<int> tiles) => tiles..shuffle(Random());

Duration retryDelay(int attempt) => Duration(milliseconds: 100 * attempt + Random().nextInt(50));

Color randomColor() {
  final r = Random(42);
  return Color(r.nextInt(0xFFFFFF));
}

class Color {
  Color(this.value);
  final int value;
}
