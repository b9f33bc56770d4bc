import 'dart:math';

String generateToken([int length = 32]) {
  final random = Random(); // want "dart/insecure-random-for-secret"
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return List.generate(length, (_) => chars[random.nextInt(chars.length)]).join();
}

class Otp {
  String createOtp() => (Random().nextInt(900000) + 100000).toString(); // want "dart/insecure-random-for-secret"
}

void makeNonce() {
  final nonce = List<int>.generate(16, (_) => Random().nextInt(256)); // want "dart/insecure-random-for-secret"
  print(nonce.length);
}
