class Box {
  Integer a = new Integer(42); // want "java/boxed-primitive-constructor"
  Boolean b = new Boolean("true"); // want "java/boxed-primitive-constructor"
}
