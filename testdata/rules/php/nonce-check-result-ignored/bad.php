<?php
add_action('wp_ajax_save_note', function () {
    check_ajax_referer('save_note', 'nonce', false); // want "php/nonce-check-result-ignored"
    wp_verify_nonce($_POST['_wpnonce'], 'save_note'); // want "php/nonce-check-result-ignored"
    update_post_meta((int) $_POST['post'], 'note', sanitize_text_field($_POST['note']));
});
