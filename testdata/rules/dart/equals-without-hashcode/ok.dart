class Money {
  const Money(this.amount, this.currency);
  final int amount;
  final String currency;

  @override
  bool operator ==(Object other) => other is Money && other.amount == amount && other.currency == currency;

  @override
  int get hashCode => Object.hash(amount, currency);
}

class Vector {
  const Vector(this.x, this.y);
  final double x, y;

  Vector operator +(Vector o) => Vector(x + o.x, y + o.y);
}
