<?php
echo "Hello, " . htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8');
echo "Page " . intval($_GET['page']);
echo "Static text";
echo '<input value="' . esc_attr($_GET['s']) . '">';
echo wp_kses_post($_POST['content']);
