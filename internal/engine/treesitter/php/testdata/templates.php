<?php
// Drupal 7's db_query runs its first argument as SQL; :name placeholders
// are bound from the second.
function user_lookup() {
    $name = $_GET['name'];
    db_query("SELECT uid FROM {users} WHERE name = '" . $name . "'"); // want "php/sql-injection"
    db_query("SELECT uid FROM {users} WHERE name = :name", [':name' => $name]);
}

// A class or a template chosen by the client is code.
function render_widget(\Twig\Environment $twig) {
    $class = new ReflectionClass($_GET['widget']); // want "php/code-injection"
    $tpl = $twig->createTemplate($_POST['template']); // want "php/code-injection"
    $page = $twig->createTemplate('Hello {{ name }}');
    echo $page->render(['name' => 'world']);
    $known = new ReflectionClass(Widget::class);
}
