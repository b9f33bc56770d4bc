class Dice {
  int roll() {
    return (int) Math.random() * 6 + 1; // want "java/random-cast-to-int"
  }
}
