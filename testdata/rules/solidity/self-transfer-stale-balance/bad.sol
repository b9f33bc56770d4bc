pragma solidity 0.8.24;

contract Token {
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 fromBalance = balanceOf[from];
        uint256 toBalance = balanceOf[to];
        require(fromBalance >= amount, "balance");
        balanceOf[from] = fromBalance - amount;
        balanceOf[to] = toBalance + amount; // want "solidity/self-transfer-stale-balance"
        emit Transfer(from, to, amount);
    }
}

contract Vault {
    mapping(address => uint256) internal shares;

    function move(address src, address dst, uint256 amount) internal {
        uint256 srcShares = shares[src];
        uint256 dstShares = shares[dst];
        require(srcShares >= amount);
        unchecked {
            shares[src] = srcShares - amount;
            shares[dst] = dstShares + amount; // want "solidity/self-transfer-stale-balance"
        }
    }
}
