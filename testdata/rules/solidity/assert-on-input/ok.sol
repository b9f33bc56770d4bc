pragma solidity 0.8.24;

contract Shop {
    uint256 total;
    function buy(uint256 qty) external payable {
        require(msg.value == qty * 1 ether, "wrong payment");
        total += qty;
        assert(total >= qty);
    }
}
