package example

import com.alibaba.fastjson.JSON
import com.alibaba.fastjson.parser.ParserConfig

fun configure() {
    ParserConfig.getGlobalInstance().setSafeMode(true)
}

fun parse(text: String): Order = JSON.parseObject(text, Order::class.java)
