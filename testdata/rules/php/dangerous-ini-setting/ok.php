<?php
ini_set('allow_url_include', '0');
ini_set('session.use_trans_sid', 0);
ini_set('session.use_only_cookies', 1);
