class Undo {
  Stack<Action> history = new Stack<>(); // want "java/legacy-synchronized-collection"
  List<String> names = new Vector<String>(); // want "java/legacy-synchronized-collection"
}
