<?php
function uptime() {
    return `uptime`;
}
