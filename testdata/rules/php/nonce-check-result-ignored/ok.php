<?php
add_action('wp_ajax_save_note', function () {
    check_ajax_referer('save_note', 'nonce');
    if (!wp_verify_nonce($_POST['_wpnonce'], 'save_note')) {
        wp_die();
    }
    $ok = check_ajax_referer('save_note', 'nonce', false);
    if (!$ok) {
        wp_send_json_error();
    }
});
