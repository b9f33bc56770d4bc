<?php
ini_set('allow_url_include', '1'); // want "php/dangerous-ini-setting"
ini_set('session.use_trans_sid', 1); // want "php/dangerous-ini-setting"
