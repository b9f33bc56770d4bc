import 'package:collection/collection.dart';

void show(List<String> tags, Map<String, int> counts, List<int> a, List<int> b) {
  if (tags.isEmpty) {
    print('no tags');
  }
  if (counts.isNotEmpty) {
    print(counts);
  }
  if (const ListEquality<int>().equals(a, b)) {
    print('same');
  }
  const empty = <String>[];
  if (identical(tags, empty) || tags == const []) {
    print('the shared empty list');
  }
}
