import fs from 'fs';
import path = require('path');
const plugin = require(pluginPath);
