pragma solidity 0.8.24;

contract Shop {
    function buy(uint256 qty) external payable {
        assert(msg.value == qty * 1 ether); // want "solidity/assert-on-input"
    }
}
