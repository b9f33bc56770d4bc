package example

import com.alibaba.fastjson.JSON
import com.alibaba.fastjson.parser.Feature
import com.alibaba.fastjson.parser.ParserConfig

fun configure() {
    ParserConfig.getGlobalInstance().setAutoTypeSupport(true) // want "kotlin/fastjson-autotype"
}

fun parse(text: String): Any = JSON.parseObject(text, Any::class.java, Feature.SupportAutoType) // want "kotlin/fastjson-autotype"
