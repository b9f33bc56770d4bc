class Money {
  const Money(this.amount, this.currency);
  final int amount;
  final String currency;

  @override
  bool operator ==(Object other) => // want "dart/equals-without-hashcode"
      other is Money && other.amount == amount && other.currency == currency;
}
