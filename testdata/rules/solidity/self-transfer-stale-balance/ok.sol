pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) public balanceOf;

    // OpenZeppelin's shape: the recipient is credited in place
    function _update(address from, address to, uint256 value) internal {
        uint256 fromBalance = balanceOf[from];
        require(fromBalance >= value, "balance");
        unchecked {
            balanceOf[from] = fromBalance - value;
            balanceOf[to] += value;
        }
    }

    // the recipient's balance is read after the debit
    function _move(address from, address to, uint256 value) internal {
        balanceOf[from] = balanceOf[from] - value;
        uint256 toBalance = balanceOf[to];
        balanceOf[to] = toBalance + value;
    }

    // a self-transfer is rejected first
    function _transfer(address from, address to, uint256 amount) internal {
        require(from != to, "self");
        uint256 fromBalance = balanceOf[from];
        uint256 toBalance = balanceOf[to];
        balanceOf[from] = fromBalance - amount;
        balanceOf[to] = toBalance + amount;
    }
}
