<?php
$config = eval('return [1, 2, 3];');
