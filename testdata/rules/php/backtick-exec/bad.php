<?php
function listing($dir) {
    return `ls -la $dir`; // want "php/backtick-exec"
}
