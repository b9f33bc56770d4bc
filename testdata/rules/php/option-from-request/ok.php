<?php
add_action('wp_ajax_save_setting', function () {
    check_ajax_referer('save_setting');
    if (!current_user_can('manage_options')) {
        wp_die();
    }
    update_option('myplugin_color', sanitize_hex_color($_POST['value']));
    update_user_meta(get_current_user_id(), 'myplugin_theme', sanitize_key($_POST['theme']));
    wp_send_json_success();
});
