<?php
/*
Plugin Name: Attachments
*/
add_action('wp_ajax_attachments_remove', 'attachments_remove');
function attachments_remove() {
    global $wp_filesystem;
    check_ajax_referer('attachments');
    $name = $_POST['name'];
    wp_delete_file(WP_CONTENT_DIR . '/uploads/attachments/' . $name); // want "php/path-traversal"
    $wp_filesystem->delete(WP_CONTENT_DIR . '/uploads/' . $_POST['dir'], true); // want "php/path-traversal"
    $text = $wp_filesystem->get_contents($_GET['file']); // want "php/path-traversal"
    unzip_file($_FILES['pkg']['tmp_name'], WP_CONTENT_DIR . '/themes/' . $_POST['slug']); // want "php/path-traversal"
    load_template(get_stylesheet_directory() . '/parts/' . $_GET['part'] . '.php'); // want "php/file-inclusion"

    // Safe: a sanitized file name, an id-derived path, a fixed template.
    wp_delete_file(WP_CONTENT_DIR . '/uploads/attachments/' . sanitize_file_name($_POST['name']));
    $id = absint($_POST['id']);
    $wp_filesystem->delete(WP_CONTENT_DIR . '/uploads/cache-' . $id . '.json');
    load_template(get_stylesheet_directory() . '/parts/header.php');
    wp_send_json_success();
}
