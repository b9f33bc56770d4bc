<?php
function totals($ids, $pdo) {
    $out = [];
    foreach ($ids as $id) {
        $user = User::find($id); // want "php/query-in-loop"
        $orders = Order::where('user_id', $id)->get(); // want "php/query-in-loop"
        $stmt = $pdo->prepare('SELECT total FROM invoices WHERE user_id = ?'); // want "php/query-in-loop"
        $out[] = [$user, $orders, $stmt];
    }
    return $out;
}
