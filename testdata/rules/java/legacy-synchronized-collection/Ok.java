class Undo {
  Deque<Action> history = new ArrayDeque<>();
  List<String> names = new ArrayList<>();
}
