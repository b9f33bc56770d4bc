<?php
add_action('wp_ajax_save_setting', function () {
    update_option($_POST['option'], $_POST['value']); // want "php/option-from-request"
    $key = sanitize_text_field($_POST['meta_key']);
    update_user_meta(get_current_user_id(), $key, $_POST['meta_value']); // want "php/option-from-request"
    wp_send_json_success();
});
